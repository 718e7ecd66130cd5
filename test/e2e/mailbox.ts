/** The local mailbox as the browser tests read it: the last 6-digit code e-mailed to an address. */

export async function codeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const mail = store.emails.filter((item) => item.destination.to.includes(email)).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** How many e-mails an address has been sent. */
export async function mailCount(email: string): Promise<number> {
  const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
    emails: { destination: { to: string[] } }[];
  };
  return store.emails.filter((item) => item.destination.to.includes(email)).length;
}
