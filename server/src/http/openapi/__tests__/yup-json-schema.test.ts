import { leadSearchSchema, loginSchema } from '@outbound/common';
import { array, boolean, mixed, number, object, string } from 'yup';
import { legacy } from '../../legacy-fields';
import { bool, legacyBody } from '../declare';
import { yupToJsonSchema } from '../yup-json-schema';

it('converts yup schemas: types, required, allowed values, bounds, formats, nullability', () => {
  const schema = object({
    name: string().trim().required().max(100),
    email: string().email(),
    id: string().uuid().nullable(),
    count: number().integer().min(0).max(10).default(3),
    status: mixed().oneOf(['open', 'won']),
    tags: array(string().required()).max(5),
    on: boolean(),
  });
  expect(yupToJsonSchema(schema)).toEqual({
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 100 },
      email: { type: 'string', format: 'email' },
      id: { type: ['string', 'null'], format: 'uuid' },
      count: { type: 'integer', minimum: 0, maximum: 10, default: 3 },
      status: { enum: ['open', 'won'] },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
      on: { type: 'boolean' },
    },
    required: ['name'],
  });
});

it('reads the shared schemas the services validate with', () => {
  const search = yupToJsonSchema(leadSearchSchema) as {
    properties: Record<string, Record<string, unknown>>;
  };
  expect(search.properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
  expect(search.properties.status.enum).toEqual(['open', 'won', 'ignore', 'lost']);
  expect(yupToJsonSchema(loginSchema)).toMatchObject({ required: ['email', 'password'] });
});

it('describes a body by the JSON names a route reads, with the command fields’ schemas', () => {
  const mapper = legacy<{ campaignId: unknown; name: unknown; options: unknown }>({
    campaignId: ['campaign_id', 'campaignID'],
    name: ['campaign_name'],
    options: { from: ['setting'], map: (value: unknown) => value },
  });
  const command = object({ campaignId: string().uuid().required(), name: string().required() });
  expect(legacyBody(mapper, command)).toEqual({
    type: 'object',
    properties: {
      campaign_id: { type: 'string', format: 'uuid' },
      campaignID: { type: 'string', format: 'uuid', description: 'Also read as campaign_id.' },
      campaign_name: { type: 'string' },
      // Reshaped on the way in: any value unless described by its JSON name.
      setting: {},
    },
    allOf: [
      { anyOf: [{ required: ['campaign_id'] }, { required: ['campaignID'] }] },
      { required: ['campaign_name'] },
    ],
  });
  expect(legacyBody(mapper, command, {}, { setting: bool }).properties).toMatchObject({
    setting: { type: 'boolean' },
  });
});
