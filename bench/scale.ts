export async function scaleBench(): Promise<void> {
  await Promise.resolve();
}
