import { type Static, Type } from '@sinclair/typebox';

export const Health = Type.Object({
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  uptime_seconds: Type.Number(),
});
export type Health = Static<typeof Health>;
