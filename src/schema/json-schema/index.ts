export { compileJsonSchema, dialectOf, type CompiledValidator } from './validator';
export { standardPath, errorInstancePath } from './error-path';
export type { PathSegment, ValidationError } from './types';
