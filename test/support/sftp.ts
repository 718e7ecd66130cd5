/**
 * The SFTP problem a piece of work fails with (null when it succeeds); any other error is thrown.
 * The back end's module loads on first use, after the test file set its environment.
 */
export async function problemOf(work: Promise<unknown>) {
  const { SftpFailure } = await import('../../functions/integrations/sftp-target');
  try {
    await work;
  } catch (error) {
    if (error instanceof SftpFailure) return error.problem;
    throw error;
  }
  return null;
}
