/**
 * A generated operation or fragment type as a mocked server answers it. The generated types leave
 * `__typename` out, but the Apollo cache asks for it on every object, so each object of a mocked
 * answer carries one.
 */
export type Answered<T> =
  T extends ReadonlyArray<infer Item>
    ? Array<Answered<Item>>
    : T extends object
      ? { __typename: string } & { [Key in keyof T]: Answered<T[Key]> }
      : T;

/** The `data` of a mocked operation answer: its fields answered, the root itself untyped. */
export type AnsweredData<Operation> = { [Key in keyof Operation]: Answered<Operation[Key]> };
