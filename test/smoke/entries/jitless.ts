// workerd forbids code generation while it serves a request: arktype must not compile its
// validators with `new Function`. This module is imported before anything that loads arktype.
import { configure } from 'arktype/config';

configure({ jitless: true });
