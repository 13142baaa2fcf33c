export {};

/**
 * `npm run bench`: the project's performance figures, each measured against a baseline in the
 * same run and printed as a table with ratios. Benchmarks live here, never in timed tests.
 */
const sections: Array<{ name: string; run: () => Promise<void> }> = [];

if (sections.length === 0) console.log('no benchmarks yet');
for (const section of sections) {
  console.log(`\n## ${section.name}`);
  await section.run();
}
