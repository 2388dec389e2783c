/** The rejection of `promise`; throws when it resolves, so a call that should fail cannot pass silently. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
