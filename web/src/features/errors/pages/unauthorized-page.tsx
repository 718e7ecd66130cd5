import { MessagePage } from '@web/components/message-page';

export default function UnauthorizedPage() {
  return (
    <MessagePage
      title="unauthorized.heading"
      body="unauthorized.body"
      action="unauthorized.action"
      to="/login"
    />
  );
}
