/**
 * An orders file's record id, apart from the upload endpoints (./upload-files): the SalesDataUpload
 * step names the file it reads with it, and needs none of the endpoints' presigned POSTs or
 * Step Functions client in its bundle.
 */

/** An orders file's record id: its content digest, as the SFTP workflow names the files it reads. */
export const fileIdOfDigest = (sha256Hex: string) => Buffer.from(sha256Hex, 'hex').toString('base64url');
