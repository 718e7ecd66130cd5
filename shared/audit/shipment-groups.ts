/**
 * Charge lines grouped by shipment (tracking number, or lead shipment number for invoice-level
 * lines), for the audit (./audit). Apart from the rules, so that the step reading an invoice into
 * shards bundles none of them.
 */
import type { ChargeLine } from './charge-line';
import type { Shipment } from './rules/rule';

export class ShipmentGroups {
  private readonly shipments = new Map<string, Shipment>();
  lines = 0;

  add(line: ChargeLine): void {
    this.lines++;
    const tracking = line.trackingNumber || line.leadShipmentNumber;
    if (!tracking) return;
    const key = `${line.carrier}|${tracking}`;
    let shipment = this.shipments.get(key);
    if (!shipment) {
      shipment = { carrier: line.carrier, trackingNumber: tracking, lines: [] };
      this.shipments.set(key, shipment);
    }
    shipment.lines.push(line);
  }

  get size(): number {
    return this.shipments.size;
  }

  values(): IterableIterator<Shipment> {
    return this.shipments.values();
  }
}

/**
 * Shipments as a file lists them, for files too large to hold (the benchmark's million lines): every
 * carrier's invoice lists a parcel's charges together, so a shipment is handed on when the next one
 * begins and memory holds one shipment. Lines of a shipment met again later are handed on as a
 * shipment of their own and counted in `reopened` (ShipmentGroups, which holds every line, is what
 * the workflow uses for its 5 MB files).
 */
export class ShipmentStream {
  private current: Shipment | null = null;
  private key = '';
  private readonly seen = new Set<string>();
  lines = 0;
  shipments = 0;
  reopened = 0;

  constructor(private readonly onShipment: (shipment: Shipment) => void) {}

  add(line: ChargeLine): void {
    this.lines++;
    const tracking = line.trackingNumber || line.leadShipmentNumber;
    if (!tracking) return;
    const key = `${line.carrier}|${tracking}`;
    if (key !== this.key) {
      this.flush();
      if (this.seen.has(key)) this.reopened++;
      else this.seen.add(key);
      this.key = key;
      this.current = { carrier: line.carrier, trackingNumber: tracking, lines: [] };
    }
    this.current!.lines.push(line);
  }

  /** Hands on the shipment in progress (call once the file ends). */
  flush(): void {
    if (!this.current) return;
    this.shipments++;
    this.onShipment(this.current);
    this.current = null;
    this.key = '';
  }
}
