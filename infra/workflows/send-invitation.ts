/**
 * Sends a team invitation, asynchronously: the invitation is 'queued' when the admin adds the
 * person, 'processing' when this workflow picks it up, then 'sent', or 'failed' once retries of
 * the e-mail are exhausted. Started with the invitation id as the execution name, so a repeated
 * start sends one e-mail.
 */
import type { WorkflowDefinition } from './types';

const markInvitation = {
  entry: 'functions/workflows/mark-invitation.ts',
  load: () => import('../../functions/workflows/mark-invitation'),
};

export const sendInvitationWorkflow: WorkflowDefinition = {
  name: 'SendInvitation',
  definition: {
    Comment: 'E-mail a team invitation and record its status',
    StartAt: 'MarkProcessing',
    States: {
      MarkProcessing: {
        Type: 'Task',
        Resource: '${MarkProcessing}',
        Parameters: { 'invitation.$': '$', status: 'processing' },
        ResultPath: null,
        Next: 'SendEmail',
      },
      SendEmail: {
        Type: 'Task',
        Resource: '${SendEmail}',
        ResultPath: null,
        Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }],
        Next: 'MarkSent',
      },
      MarkSent: {
        Type: 'Task',
        Resource: '${MarkSent}',
        Parameters: { 'invitation.$': '$', status: 'sent' },
        ResultPath: null,
        End: true,
      },
      MarkFailed: {
        Type: 'Task',
        Resource: '${MarkFailed}',
        Parameters: { 'invitation.$': '$', status: 'failed' },
        ResultPath: null,
        Next: 'NotSent',
      },
      NotSent: {
        Type: 'Fail',
        Error: 'Invitation.NotSent',
        Cause: 'The invitation e-mail could not be sent',
      },
    },
  },
  tasks: {
    MarkProcessing: markInvitation,
    SendEmail: {
      entry: 'functions/workflows/send-invitation-email.ts',
      load: () => import('../../functions/workflows/send-invitation-email'),
    },
    MarkSent: markInvitation,
    MarkFailed: markInvitation,
  },
};
