/** The admin key of the test identity server (its defaults), given to the web app as well. */
export const IDENTITY_ADMIN_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
