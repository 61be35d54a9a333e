import CategoryIcon from '@mui/icons-material/Palette';
import CostCenterIcon from '@mui/icons-material/AccountBalance';
import PayPeriodIcon from '@mui/icons-material/DateRange';
import PositionIcon from '@mui/icons-material/AssignmentInd';
import RuleIcon from '@mui/icons-material/Rule';
import TypeIcon from '@mui/icons-material/Label';
import { type ComponentType, lazy, Suspense } from 'react';
import { Loading, ResourceContextProvider, useResourceContext } from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { recordScreens } from '../../shared/records/recordScreens';

const categoryScreens = () => import('./EffortCategoryScreens');
const EffortCategoryList = lazy(() => categoryScreens().then((m) => ({ default: m.EffortCategoryList })));
const EffortCategoryShow = lazy(() => categoryScreens().then((m) => ({ default: m.EffortCategoryShow })));

interface EffortReferencePage {
  /** Where its screens live: the list at the path, then /create, /{id} (edit) and /{id}/show. */
  path: string;
  icon: ComponentType;
  list?: ComponentType;
  show?: ComponentType;
}

/**
 * The effort reference data's screens, at the paths of spec §2 rather than react-admin's /{resource}.
 * Classification rules are listed on their own page (/effort/classificationRules); their create, edit and
 * show screens live under /effort/rules. Position associations have no spec page: /effort/positionAssociations.
 */
const pages: Record<string, EffortReferencePage> = {
  effortCategories: {
    path: '/effort/categories',
    icon: CategoryIcon,
    list: EffortCategoryList,
    show: EffortCategoryShow,
  },
  effortTypes: { path: '/effort/types', icon: TypeIcon },
  effortPayPeriods: { path: '/effort/payPeriods', icon: PayPeriodIcon },
  costCenterDescriptions: { path: '/effort/costCenterDescriptions', icon: CostCenterIcon },
  effortRules: { path: '/effort/rules', icon: RuleIcon, list: ToClassificationRules },
  enhancedEffortPositionAssociations: { path: '/effort/positionAssociations', icon: PositionIcon },
};

function ToClassificationRules() {
  return <Navigate to="/effort/classificationRules" replace />;
}

/** The spec §2 pages these screens make (no longer "coming soon"). */
export const effortReferenceBuiltPaths = [
  '/effort/categories',
  '/effort/types',
  '/effort/payPeriods',
  '/effort/costCenterDescriptions',
];

/**
 * react-admin's own /{resource}/... (where its links, buttons and redirects after a save lead): the same
 * screen at the page's path.
 */
function ToPagePath({ path }: { path: string }) {
  const resource = useResourceContext();
  const { pathname, search } = useLocation();
  return <Navigate to={`${path}${pathname.slice(`/${resource}`.length)}${search}`} replace />;
}

/** The <Resource> props of each: its name, label and representation; its routes lead to its page. */
export const effortReferenceResources = Object.fromEntries(
  Object.entries(pages).map(([name, { path, icon }]) => {
    const toPage = <ToPagePath path={path} />;
    const { recordRepresentation, options } = recordScreens(name);
    return [
      name,
      { list: toPage, create: toPage, edit: toPage, show: toPage, recordRepresentation, options, icon },
    ];
  }),
);

function ResourcePage({ name, page }: { name: string; page: EffortReferencePage }) {
  const screens = { ...recordScreens(name), ...page };
  return (
    <ResourceContextProvider value={name}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="create/*" element={<screens.create />} />
          <Route path=":id/show/*" element={<screens.show />} />
          <Route path=":id/*" element={<screens.edit />} />
          <Route path="*" element={<screens.list />} />
        </Routes>
      </Suspense>
    </ResourceContextProvider>
  );
}

/** One custom route per resource, at its page's path and everything below it. */
export const effortReferenceRoutes = Object.entries(pages).map(([name, page]) => (
  <Route key={name} path={`${page.path}/*`} element={<ResourcePage name={name} page={page} />} />
));
