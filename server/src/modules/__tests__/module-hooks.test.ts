import { declareHooks } from '../module-hooks';

interface ProbeHooks {
  released(id: string, n: number): Promise<string>;
  counted(id: string): Promise<void>;
}

const declare = () => declareHooks<ProbeHooks>('probe', { released: true, counted: true });

it('calls the supplied hook with its arguments and answers its answer', async () => {
  const hooks = declare();
  hooks.supply({ released: async (id, n) => `${id}:${n}` });
  await expect(hooks.call.released('a', 2)).resolves.toBe('a:2');
});

it('fails loudly when a hook was never supplied, at the call and at composition', async () => {
  const hooks = declare();
  hooks.supply({ released: async () => 'x' });
  expect(() => hooks.call.counted('a')).toThrow('The probe hook "counted" was never supplied.');
  expect(() => hooks.assertSupplied()).toThrow('The probe hooks counted were never supplied.');
  hooks.supply({ counted: async () => undefined });
  expect(() => hooks.assertSupplied()).not.toThrow();
});

it('takes the same hook twice (every createServices supplies it) but never a second one', () => {
  const hooks = declare();
  const counted = async () => undefined;
  hooks.supply({ counted });
  expect(() => hooks.supply({ counted })).not.toThrow();
  expect(() => hooks.supply({ counted: async () => undefined })).toThrow(
    'The probe hook "counted" was supplied twice.',
  );
  expect(() => hooks.supply({ unknown: counted } as never)).toThrow(
    'The probe module has no hook "unknown".',
  );
});
