import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';
import { asOfOf, searchWithAsOf } from './asOf';

/** The instant the page shows (null: now) and a way to move it (`replace`: no new history entry). */
export function useAsOf(): { asOf: string | null; setAsOf(asOf: string | null, replace?: boolean): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const asOf = asOfOf(location.search);
  const setAsOf = useCallback(
    (next: string | null, replace = false) =>
      navigate({ pathname: location.pathname, search: searchWithAsOf(location.search, next) }, { replace }),
    [navigate, location.pathname, location.search],
  );
  return { asOf, setAsOf };
}

/** Whether the signed-in user reads History (admin, academicOpsAdmin, academicAffairsApprover, reportingUser). */
export function useCanReadHistory(): boolean {
  return useAbility().ability.can('read', 'History');
}
