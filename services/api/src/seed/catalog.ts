/** A small department's demo catalog: workgroups with realistic courses. */
export const demoCatalog: Record<string, { code: string; courses: [string, string][] }> = {
  Mathematics: {
    code: 'MATH',
    courses: [
      ['101', 'College Algebra'],
      ['151', 'Calculus I'],
      ['152', 'Calculus II'],
      ['221', 'Linear Algebra'],
      ['251', 'Calculus III'],
      ['310', 'Differential Equations'],
      ['341', 'Probability'],
      ['421', 'Real Analysis'],
    ],
  },
  'Computer Science': {
    code: 'CS',
    courses: [
      ['101', 'Introduction to Programming'],
      ['201', 'Data Structures'],
      ['220', 'Computer Organization'],
      ['301', 'Algorithms'],
      ['330', 'Operating Systems'],
      ['340', 'Databases'],
      ['410', 'Compilers'],
      ['450', 'Machine Learning'],
    ],
  },
  Physics: {
    code: 'PHYS',
    courses: [
      ['121', 'General Physics I'],
      ['122', 'General Physics II'],
      ['231', 'Modern Physics'],
      ['311', 'Classical Mechanics'],
      ['341', 'Electromagnetism'],
      ['421', 'Quantum Mechanics'],
    ],
  },
  Chemistry: {
    code: 'CHEM',
    courses: [
      ['111', 'General Chemistry I'],
      ['112', 'General Chemistry II'],
      ['211', 'Organic Chemistry I'],
      ['212', 'Organic Chemistry II'],
      ['331', 'Physical Chemistry'],
      ['351', 'Analytical Chemistry'],
    ],
  },
  Biology: {
    code: 'BIOL',
    courses: [
      ['101', 'Principles of Biology'],
      ['210', 'Genetics'],
      ['220', 'Cell Biology'],
      ['305', 'Ecology'],
      ['330', 'Microbiology'],
      ['410', 'Evolution'],
    ],
  },
  English: {
    code: 'ENGL',
    courses: [
      ['101', 'Composition'],
      ['201', 'Introduction to Literature'],
      ['230', 'Creative Writing'],
      ['315', 'Shakespeare'],
      ['340', 'American Literature'],
    ],
  },
};

/** Names of the demo users per role (username = role slug, spec §1). */
export const roleUsers: Record<string, [string, string]> = {
  admin: ['Avery', 'Admin'],
  academicOpsAdmin: ['Olivia', 'Operations'],
  academicAffairsApprover: ['Aaron', 'Approver'],
  businessOfficeAdmin: ['Bianca', 'Business'],
  financialReportingUser: ['Felix', 'Finance'],
  reportingUser: ['Riley', 'Reports'],
  sectionScheduler: ['Sam', 'Scheduler'],
  effortContributor: ['Casey', 'Contributor'],
  effortManager: ['Morgan', 'Manager'],
  faculty: ['Frances', 'Faculty'],
};

export const facultyFirstNames = [
  'Ada',
  'Ben',
  'Chen',
  'Dana',
  'Elif',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kavya',
  'Liam',
];
export const facultyLastNames = [
  'Okafor',
  'Lindqvist',
  'Haddad',
  'Moreau',
  'Tanaka',
  'Novak',
  'Silva',
  'Kowalski',
  'Mensah',
  'Rossi',
];
