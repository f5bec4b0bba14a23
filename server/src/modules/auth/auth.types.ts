import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { User } from './user.entity';

@ObjectType('User')
export class UserType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: 'invited (no password yet) or active' })
  status: string;

  @Field(() => String, { description: 'owner, admin, member or viewer' })
  role: string;

  @Field(() => Date)
  createdAt: Date;

  static from(user: User): UserType {
    return Object.assign(new UserType(), {
      id: user.id,
      name: user.name,
      email: user.email,
      status: user.status,
      role: user.role,
      createdAt: user.createdAt,
    });
  }
}

@ObjectType()
export class LoginPayload {
  @Field(() => String)
  token: string;

  @Field(() => UserType)
  user: UserType;
}

@ObjectType()
export class UserPage {
  @Field(() => [UserType])
  users: UserType[];

  @Field(() => Int)
  total: number;
}
