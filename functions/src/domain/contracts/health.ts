export interface HealthContracts {
  'get /api/health': {
    request: undefined;
    response: { ok: true; service: 'api'; time: string };
  };
}
