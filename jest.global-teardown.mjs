export default async function globalTeardown() {
  const containers = globalThis.__MADAR_TEST_CONTAINERS__ ?? [];
  await Promise.all(containers.map((container) => container.stop({ timeout: 2000 })));
}
