import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import {
  type EffortRule,
  isStale,
  type RuleValues,
  useCategories,
  useEffortTypes,
  useRules,
} from './effortRulesApi';
import { RuleDialog } from './RuleDialog';
import { blankRule, ruleFromUnclassified } from './ruleLabels';
import { moveWrites } from './ruleSequence';
import { RulesTable } from './RulesTable';
import { UnclassifiedRows } from './UnclassifiedRows';
import { useRuleWrites } from './useRuleWrites';

type Open =
  | { dialog: 'none' }
  | { dialog: 'rule'; initial: RuleValues; existing?: EffortRule }
  | { dialog: 'delete'; rule: EffortRule; label: string };

const staleText = 'Someone changed the rules meanwhile: they have been read again. Please try again.';

/**
 * Classification Rules (/effort/classificationRules; update on EffortRule, guarded by the layout's route
 * rules): the ordered rules (first match wins), reordered by writing a new sequence, created and edited
 * only after a preview of whose effort moves; below, the rows no rule matches, each a rule away.
 */
export function ClassificationRulesPage() {
  const notify = useNotify();
  const rules = useRules();
  const { data: categories = [] } = useCategories();
  const { data: types = [] } = useEffortTypes();
  const { resequence } = useRuleWrites();
  const [open, setOpen] = useState<Open>({ dialog: 'none' });
  const [moving, setMoving] = useState(false);
  const list = rules.data ?? [];

  const move = async (index: number, direction: 'up' | 'down') => {
    setMoving(true);
    try {
      await resequence(moveWrites(list, index, direction), list);
    } catch (error) {
      notify(isStale(error) ? staleText : (error as Error).message, { type: 'warning' });
    } finally {
      setMoving(false);
    }
  };

  const closed = (outcome?: { saved?: boolean; deleted?: boolean; stale?: boolean }) => {
    setOpen({ dialog: 'none' });
    if (outcome?.stale) notify(staleText, { type: 'warning' });
    else if (outcome?.saved) notify('The rule is saved: the rows are classified again.', { type: 'success' });
    else if (outcome?.deleted) notify('The rule is deleted.', { type: 'success' });
  };

  return (
    // a grid of one shrinkable column: a wide table scrolls in its own box instead of widening the page
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Classification Rules" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography color="text.secondary">
              Rules apply in order: the first active rule that matches a payroll row gives its category.
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ flexShrink: 0 }}
              onClick={() => setOpen({ dialog: 'rule', initial: blankRule(list) })}
            >
              New rule
            </Button>
          </Stack>
          {rules.error ? (
            <Alert severity="error">The rules cannot be read: {rules.error.message}</Alert>
          ) : rules.isPending ? (
            <Skeleton variant="rectangular" height={120} aria-label="Loading the rules" />
          ) : list.length === 0 ? (
            <Typography color="text.secondary">No rules yet: every row is unclassified.</Typography>
          ) : (
            <RulesTable
              rules={list}
              categories={categories}
              types={types}
              busy={moving || rules.isFetching}
              actions={{
                onMove: (index, direction) => void move(index, direction),
                onEdit: (rule) => setOpen({ dialog: 'rule', initial: rule, existing: rule }),
                onDelete: (rule, label) => setOpen({ dialog: 'delete', rule, label }),
              }}
            />
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <UnclassifiedRows
            onMakeRule={(row) => setOpen({ dialog: 'rule', initial: ruleFromUnclassified(row, list) })}
          />
        </CardContent>
      </Card>
      {open.dialog === 'rule' && (
        <RuleDialog initial={open.initial} existing={open.existing} onClose={closed} />
      )}
      {open.dialog === 'delete' && <DeleteRuleDialog rule={open.rule} label={open.label} onClose={closed} />}
    </Box>
  );
}

export default ClassificationRulesPage;
