/** The users area's Lambda: a person's tours, update notices and satisfaction answers. */
import { areaLambda } from '../http/lambda';
import { handler as checkNotice } from './check-notice';
import { handler as finishFeature } from './finish-feature';
import { handler as listFeatures } from './list-features';
import { handler as markNotice } from './mark-notice';
import { handler as readTours } from './read-tours';
import { handler as recordSatisfaction } from './record-satisfaction';

export const handler = areaLambda('users', {
  'list-features': listFeatures,
  'finish-feature': finishFeature,
  'read-tours': readTours,
  'check-notice': checkNotice,
  'mark-notice': markNotice,
  'record-satisfaction': recordSatisfaction,
});
