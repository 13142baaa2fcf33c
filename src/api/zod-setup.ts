/**
 * zod's one global setting for the portal: no code generation. zod 4 compiles object parsers with
 * `new Function` when it may, and merely asking whether it may (its `allowsEval` probe) is an eval the
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval': deploy/) blocks and reports. Every
 * module that parses with zod imports this first. The interpreted parsers give the same results.
 */
import { z } from 'zod';

z.config({ jitless: true });
