// Device data for the merchant's fraud checks: with `dataCollector`, every payload carries `deviceData`.
import { recordOf, type Client } from "../../kernel/index.js";
import { namespaceOf } from "../load.js";

export interface Collector {
  deviceData: string;
  teardown(): Promise<void>;
}

export async function collectDeviceData(client: Client, option: unknown): Promise<Collector> {
  const namespace = await namespaceOf("dataCollector", () => import("../../plugins/data-collector/plugin.js"));
  return namespace.create({
    client,
    ...(recordOf(option).kount === true ? { kount: true } : {}),
  });
}
