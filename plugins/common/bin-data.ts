/** What the gateway knows of a card's BIN; each indicator is "Yes", "No" or "Unknown". */
export interface BinData {
  prepaid?: string;
  healthcare?: string;
  debit?: string;
  durbinRegulated?: string;
  commercial?: string;
  payroll?: string;
  issuingBank?: string;
  countryOfIssuance?: string;
  productId?: string;
  business?: string;
  consumer?: string;
  purchase?: string;
  corporate?: string;
}
