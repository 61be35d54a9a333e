import { Box } from '@mui/material';
import { MyPageData, MyPageFrame } from '../myWorkload/MyPageFrame';
import { NotPublishedNotice } from '../myWorkload/NotPublishedNotice';
import { useMyPage } from '../myWorkload/useMyPage';
import { PanelEmpty } from '../shared/records/PanelSection';
import type { Period } from '../workingPeriod/periodQueries';
import { SharedSectionCard } from './SharedSectionCard';
import { readSharedTeaching } from './sharedTeachingAnswer';

function MySharedTeachingView({ period }: { period: Period }) {
  const query = useMyPage('mySharedTeaching', period.id, readSharedTeaching);
  return (
    <MyPageData query={query} what="your shared teaching">
      {({ published, sections }) =>
        !published ? (
          <NotPublishedNotice periodName={period.name} />
        ) : sections.length === 0 ? (
          <PanelEmpty>You share no sections with other instructors in {period.name}.</PanelEmpty>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
            {sections.map((section) => (
              <SharedSectionCard key={section.SectionId} section={section} />
            ))}
          </Box>
        )
      }
    </MyPageData>
  );
}

/** Spec §2 My Shared Teaching: the sections the faculty member teaches with others, and the splits. */
export function MySharedTeachingPage() {
  return (
    <MyPageFrame title="My Shared Teaching">
      {(period) => <MySharedTeachingView period={period} />}
    </MyPageFrame>
  );
}

export default MySharedTeachingPage;
