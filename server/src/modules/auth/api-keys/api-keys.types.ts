import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { ApiKeyView } from './api-keys.service';

@ObjectType('ApiKey', { description: 'A workspace API key as listed (never the key itself)' })
export class ApiKeyType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'ob_…: the start of the key, to recognise it' })
  prefix: string;

  @Field(() => [String], { description: 'read and/or write' })
  scopes: string[];

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Kept to the minute' })
  lastUsedAt: Date | null;

  static from(view: ApiKeyView): ApiKeyType {
    return Object.assign(new ApiKeyType(), view);
  }
}

@ObjectType('CreatedApiKey', { description: 'A key just made, with the key itself (shown once)' })
export class CreatedApiKeyType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'ob_…: the bearer token; never answered again' })
  key: string;

  @Field(() => ApiKeyType)
  apiKey: ApiKeyType;

  static from(answer: { key: string; apiKey: ApiKeyView }): CreatedApiKeyType {
    return Object.assign(new CreatedApiKeyType(), {
      id: answer.apiKey.id,
      key: answer.key,
      apiKey: ApiKeyType.from(answer.apiKey),
    });
  }
}

@InputType('ApiKeyCreateInput')
export class ApiKeyCreateInput {
  @Field(() => String)
  name: string;

  @Field(() => [String], { description: 'read and/or write' })
  scopes: string[];

  @Field(() => Date, { nullable: true, description: 'Never expires when left out' })
  expiresAt?: Date | null;
}
