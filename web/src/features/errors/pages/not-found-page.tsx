import { MessagePage } from '@web/components/message-page';

export default function NotFoundPage() {
  return <MessagePage title="notFound.heading" body="notFound.body" action="notFound.action" to="/home" />;
}
