import { useSearchParams } from 'react-router-dom';

/** A report's choices kept in the address (`?UserId=&AcademicPeriodId=`), so a link opens it ready to print. */
export function useReportParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined])) as Record<
    Name,
    string | undefined
  >;
  const set = (name: Name, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [values, set] as const;
}
