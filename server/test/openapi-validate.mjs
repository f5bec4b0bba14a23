// Validates the OpenAPI document read from stdin with @seriousme/openapi-schema-validator (an
// ES module, run here by Node itself rather than through Jest); prints `{ valid, errors }`.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors ?? null }));
