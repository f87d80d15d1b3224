import { loadConfig } from '@pickwise/nest-kit';
import { gatewayEnvSchema } from './config.js';

describe('gateway TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadConfig(gatewayEnvSchema, value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy by default, every hop with true, or a number of hops', () => {
    expect([trustProxy(), trustProxy('false'), trustProxy('true'), trustProxy('1'), trustProxy('2')]).toEqual([false, false, true, 1, 2]);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => trustProxy('yes please')).toThrow(/TRUST_PROXY="yes please": Expected false, true or a number of proxy hops/);
  });
});
