import { describe, expect, it } from 'vitest';
import { ConfigError, demoOperatorTax, loadConfig } from './config.ts';

const operator = {
  SEED_DEMO: 'false',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  OPERATOR_GSTIN: '27aapfu0939f1zv',
  OPERATOR_LEGAL_NAME: 'Sahyadri Treks Pvt Ltd',
  OPERATOR_ADDRESS: '4 FC Road, Pune 411004',
  OPERATOR_STATE: 'Maharashtra',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('GST configuration', () => {
  it('reads the operator, its state by name or code, and the rate (5% by default)', () => {
    expect(loadConfig(operator).gst).toEqual({ gstin: '27AAPFU0939F1ZV', legalName: 'Sahyadri Treks Pvt Ltd', address: '4 FC Road, Pune 411004', stateCode: '27', rateBp: 500, demo: false });
    expect(loadConfig({ ...operator, OPERATOR_STATE: '27', GST_RATE_PERCENT: '18' }).gst).toMatchObject({ stateCode: '27', rateBp: 1800 });
  });

  it('shows the demo operator with the demo catalogue and nothing set, and issues nothing without either', () => {
    expect(loadConfig({}).gst).toEqual({ ...demoOperatorTax, rateBp: 500 });
    expect(loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_PAYMENTS: 'true' }).gst).toBeUndefined();
  });

  it('stops the server with a clear message on a bad GSTIN, a state that is not the GSTIN’s, a missing part or a bad rate', () => {
    expect(problemsOf({ ...operator, OPERATOR_GSTIN: '27AAPFU0939F1ZW' })).toEqual(['OPERATOR_GSTIN: must be a 15-character GSTIN with a correct check character, e.g. 29ABCDE1234F1ZW']);
    expect(problemsOf({ ...operator, OPERATOR_STATE: 'Karnataka' })).toEqual(['OPERATOR_GSTIN: belongs to state 27, but OPERATOR_STATE is 29']);
    expect(problemsOf({ ...operator, OPERATOR_STATE: 'Atlantis' })).toEqual(["OPERATOR_STATE: must be a state's GST code (e.g. 29) or its name (e.g. Karnataka)"]);
    expect(problemsOf({ ...operator, OPERATOR_ADDRESS: '' })).toEqual([
      'OPERATOR_ADDRESS: OPERATOR_GSTIN, OPERATOR_LEGAL_NAME, OPERATOR_ADDRESS, OPERATOR_STATE must be set together to issue GST invoices',
    ]);
    expect(problemsOf({ ...operator, GST_RATE_PERCENT: 'five' })).toHaveLength(1);
    expect(problemsOf({ ...operator, GST_RATE_PERCENT: '2.125' })).toEqual(['GST_RATE_PERCENT: must have at most two decimals, e.g. 5 or 2.5']);
    expect(problemsOf({ ...operator, GST_RATE_PERCENT: '40' })).toEqual(['GST_RATE_PERCENT: must be 0 to 28']);
  });
});
