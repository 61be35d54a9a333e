import { sections } from '@tams/domain';
import { sectionEmbeds } from '../../sections/sectionInput.js';

/**
 * Record writes a feature answers itself: on create, `fields` the definition requires that the server
 * completes (a body may leave them out); `echoed`, what a read embeds that a body may send back unchanged.
 */
export const featureRecordBodies: Record<string, { fields: readonly string[]; echoed?: readonly string[] }> =
  {
    // a new section takes its offering's values (sections/sectionInput.ts clientSectionValues)
    sections: { fields: Object.keys(sections.fields), echoed: sectionEmbeds },
    // the section's default points (teachingAssignments/assignmentWrites.ts)
    teachingAssignments: { fields: ['points'], echoed: ['courseNumber'] },
    // the caller's working user (users/userSettingRoutes.ts)
    userSettings: { fields: ['UserId'] },
    // a faculty member's own: the caller (administrativeAssignments/adminAssignmentValues.ts)
    administrativeAssignments: { fields: ['UserId'] },
    // users/routes.ts withoutEmbeds
    users: { fields: [], echoed: ['FacultyProfile', 'FinancialData'] },
  };
