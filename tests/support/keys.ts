/** The tests use the mock gateway's TEST-ONLY keys. */
export { serverSuites, testKeys } from '../../mock-server/keys.ts';
