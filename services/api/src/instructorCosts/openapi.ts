import { inputSchemaOf, outputSchemaOf } from '../dataServices/openapi/jsonSchema.js';
import {
  queryParameter,
  type RouteDescriptions,
  routeKey,
} from '../dataServices/openapi/routeDescription.js';
import { copyRatesBody, periodCostsAnswer, rateMatrixAnswer, setRatesBody } from './requests.js';

const matrix = outputSchemaOf(rateMatrixAnswer);
const matrixPath = '/api/instructorRateMatrices/:periodId';

/** The OpenAPI document's description of the Instructor Cost Matrix's routes. */
export const instructorCostDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', matrixPath)]: {
    summary: 'A period’s instructor rates: rows ranks, columns instructor types (ETag: its version)',
    answer: matrix,
    notFound: true,
  },
  [routeKey('PUT', matrixPath)]: {
    summary: 'Set or clear rate cells (each with the version edited; If-Match: the matrix version)',
    body: inputSchemaOf(setRatesBody),
    bodyRequired: true,
    answer: matrix,
    accepted: true,
    notFound: true,
    conflict: true,
    precondition: true,
  },
  [routeKey('POST', `${matrixPath}/copyPrevious`)]: {
    summary: 'Copy the previous period’s rates (409 with warnings when this period has rates: ?confirm=true)',
    body: inputSchemaOf(copyRatesBody),
    parameters: [
      queryParameter('confirm', 'true: replace the rates this period has', { enum: ['true', 'false'] }),
    ],
    answer: matrix,
    accepted: true,
    notFound: true,
    conflict: true,
  },
  [routeKey('GET', '/api/instructorCosts')]: {
    summary: 'Each instructor’s cost in a period, and the teaching cost per section, course and workgroup',
    parameters: [
      queryParameter('AcademicPeriodId', 'The period (default: the working period)', { type: 'string' }),
    ],
    answer: outputSchemaOf(periodCostsAnswer),
  },
  [routeKey('GET', '/api/instructorCosts/export')]: {
    summary: 'The instructor cost report of a period as a file',
    parameters: [
      queryParameter('format', 'csv (the default) or xlsx', { enum: ['csv', 'xlsx'] }),
      queryParameter('AcademicPeriodId', 'The period (default: the working period)', { type: 'string' }),
    ],
    answerMedia: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
});
