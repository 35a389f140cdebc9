// Data Collector as braintree-web's documentation teaches it, in TypeScript.
import * as braintree from "braintree-web";
import dataCollector, { type DataCollector } from "braintree-web/data-collector";

declare const clientInstance: braintree.Client;
declare const form: HTMLFormElement;

dataCollector.create({ client: clientInstance }, function (err, dataCollectorInstance?: DataCollector) {
  if (err || !dataCollectorInstance) {
    console.error(err?.code);
    return;
  }
  const deviceDataInput = document.createElement("input");
  deviceDataInput.name = "device_data";
  deviceDataInput.value = dataCollectorInstance.deviceData;
  form.appendChild(deviceDataInput);
  dataCollectorInstance.getDeviceData(function (deviceErr, deviceData) {
    console.log(deviceErr?.code, deviceData);
  });
  dataCollectorInstance.getDeviceData({ raw: true }, (deviceErr, raw) => console.log(deviceErr?.code, raw));
  dataCollectorInstance.teardown((teardownErr) => teardownErr?.code);
});

export async function withPromises(): Promise<string> {
  const instance = await braintree.dataCollector.create({ client: clientInstance, riskCorrelationId: "correlation" });
  const deviceData = await instance.getDeviceData();
  await instance.teardown();
  return String(deviceData) + instance.deviceData;
}
