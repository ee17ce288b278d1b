/**
 * Imported first by the contract, before it builds any schema: zod decides when an object
 * schema is built whether it may compile a parser with Function(...). The site's
 * Content-Security-Policy has no 'unsafe-eval', so in the browser that probe would be
 * refused and reported on every page: there zod parses without compiling. The server
 * keeps compiled parsers.
 */
import * as z from 'zod';

if ('window' in globalThis) z.config({ jitless: true });
