import {
  administrativeAssignmentTypes,
  assignmentTypes,
  locations,
  newRecordStream,
  type NewStream,
  pointTypes,
  type ResourceDefinition,
  taxonomies,
  taxonomySlugs,
  teachingModes,
} from '@tams/domain';
import { demoId } from './ids.js';

/** The value lists planning draws on (spec §2 Configuration), each entry with a description. */
const planningValueLists: [ResourceDefinition, [string, string][]][] = [
  [
    teachingModes,
    [
      ['In Person', 'Meets on campus'],
      ['Online', 'Meets online only'],
      ['Hybrid', 'Part on campus, part online'],
    ],
  ],
  [
    assignmentTypes,
    [
      ['Primary Instructor', 'Teaches the section and is its instructor of record'],
      ['Co-Instructor', 'Shares the teaching of a section'],
      ['Lab Instructor', 'Teaches the lab of a section'],
      ['Teaching Assistant', 'Assists with discussion sections and grading'],
    ],
  ],
  [
    pointTypes,
    [
      ['Teaching', 'Points for teaching sections'],
      ['Administrative', 'Points for administrative assignments'],
      ['Course Release', 'Points released for research or service'],
      ['Buyout', 'Points bought out by a grant'],
    ],
  ],
  [
    administrativeAssignmentTypes,
    [
      ['Chair', 'Chairs a department'],
      ['Program Director', 'Directs a degree program'],
      ['Committee', 'Serves on a standing committee'],
      ['Graduate Coordinator', 'Coordinates the graduate program'],
    ],
  ],
];

export const valueIdOf = (definition: ResourceDefinition, name: string) => demoId(definition.name, name);

export const teachingModeIds = {
  inPerson: valueIdOf(teachingModes, 'In Person'),
  online: valueIdOf(teachingModes, 'Online'),
  hybrid: valueIdOf(teachingModes, 'Hybrid'),
};

/** The buildings of the demo campus, by the code that starts their rooms' codes. */
export const buildings: Record<string, string> = {
  ENG: 'Engineering Hall',
  MSB: 'Mathematical Sciences Building',
  SCI: 'Science Center',
  HUM: 'Humanities Hall',
  LIB: 'Library',
};
const rooms = ['100', '101', '102', '201', '202', '203'];

export interface DemoLocation {
  id: string;
  code: string;
  building: string;
}

/** 30 rooms: six in each building, a lecture hall (x00) and classrooms. */
export const demoLocations: DemoLocation[] = Object.keys(buildings).flatMap((building) =>
  rooms.map((room) => {
    const code = `${building} ${room}`;
    return { id: demoId('location', code), code, building };
  }),
);

const taxonomyNames: Record<(typeof taxonomySlugs)[number], string> = {
  campuses: 'Campuses',
  cohorts: 'Cohorts',
  majors: 'Majors',
  programs: 'Programs',
  specialties: 'Specialties',
};

/** The planning value lists, the rooms, and the five taxonomies (all enabled; their terms are seeded with the people). */
export function planningReferenceStreams(): NewStream[] {
  const streams = planningValueLists.flatMap(([definition, entries]) =>
    entries.map(([name, description]) =>
      newRecordStream(definition, valueIdOf(definition, name), { name, description, isActive: true }),
    ),
  );
  for (const location of demoLocations) {
    const room = location.code.split(' ')[1]!;
    const kind = room.endsWith('00') ? 'lecture hall' : 'room';
    streams.push(
      newRecordStream(locations, location.id, {
        code: location.code,
        description: `${buildings[location.building]}, ${kind} ${room}`,
        isActive: true,
      }),
    );
  }
  for (const slug of taxonomySlugs) {
    streams.push(
      newRecordStream(taxonomies, demoId('taxonomy', slug), {
        slug,
        name: taxonomyNames[slug],
        isActive: true,
      }),
    );
  }
  return streams;
}
