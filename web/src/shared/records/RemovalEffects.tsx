import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  type RecordCount,
  type RemovalEffects as RemovalEffectsAnswer,
  removalPreviewed,
} from '@tams/domain';
import { useRecordContext, useResourceContext } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';
import { useRecordDefinition } from './useRecordDefinition';

const listed = (counts: RecordCount[]) => {
  const texts = counts.map((count) => count.text);
  return texts.length <= 1 ? texts.join('') : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
};

/**
 * A delete confirmation's text: what else goes with the record ("Also deleted: 1 meeting and 2 teaching
 * assignments."), or what keeps it from being deleted, read when the confirmation opens; then `closing`.
 */
export function RemovalEffects({ closing }: { closing: string }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const definition = useRecordDefinition();
  const hasEffects = removalPreviewed.has(definition.name);
  const { data } = useQuery({
    queryKey: [resource, 'removal', record?.id],
    enabled: Boolean(resource && record && hasEffects),
    staleTime: 0,
    queryFn: async () => {
      const { json } = await httpClient(
        `${apiUrl}/${definition.name}/${encodeURIComponent(String(record!.id))}/removal`,
      );
      return json as RemovalEffectsAnswer;
    },
  });
  return (
    <>
      {data && data.blockedBy.length > 0 && (
        <Typography data-testid="removal-blocked" sx={{ mb: 1 }}>
          It cannot be deleted while {listed(data.blockedBy)}{' '}
          {data.blockedBy.length === 1 && data.blockedBy[0]!.count === 1 ? 'refers' : 'refer'} to it: change
          or delete {data.blockedBy.length === 1 && data.blockedBy[0]!.count === 1 ? 'it' : 'them'} first.
        </Typography>
      )}
      {data && data.blockedBy.length === 0 && data.removes.length > 0 && (
        <Typography data-testid="removal-effects" sx={{ mb: 1 }}>
          Also deleted with it: {listed(data.removes)}.
        </Typography>
      )}
      <Typography>{closing}</Typography>
    </>
  );
}
