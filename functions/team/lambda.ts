/** The team area's Lambda: the company's people and their invitations. */
import { areaLambda } from '../http/lambda';
import { handler as addMember } from './add-member';
import { handler as deleteMember } from './delete-member';
import { handler as listMembers } from './list-members';

export const handler = areaLambda('team', {
  'list-members': listMembers,
  'add-member': addMember,
  'delete-member': deleteMember,
});
