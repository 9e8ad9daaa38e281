/**
 * The non-recursive zip bomb, for the archive tests: extra central-directory records that all
 * point at one entry's local header and compressed data, each under a name of its own. No
 * archiver writes this on purpose, so it is built by editing a real zip's central directory.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/**
 * `zip` (no archive comment, not zip64) with one more central record per name in `names`, each
 * a copy of the record of the entry called `target` with only the name changed.
 */
export function withOverlappingCopies(zip: Buffer, target: string, names: string[]): Buffer {
  const eocd = zip.length - 22;
  if (zip.readUInt32LE(eocd) !== EOCD_SIGNATURE) throw new Error("zip has a comment or no EOCD");
  const count = zip.readUInt16LE(eocd + 10);
  const cdSize = zip.readUInt32LE(eocd + 12);
  const cdOffset = zip.readUInt32LE(eocd + 16);
  let record: Buffer | undefined;
  for (let at = cdOffset, i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new Error("bad central directory");
    const nameLength = zip.readUInt16LE(at + 28);
    const length = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (zip.toString("utf8", at + 46, at + 46 + nameLength) === target)
      record = zip.subarray(at, at + length);
    at += length;
  }
  if (!record) throw new Error(`no entry '${target}'`);
  const fixed = record.subarray(0, 46);
  const rest = record.subarray(46 + record.readUInt16LE(28));
  const copies = names.map((name) => {
    const head = Buffer.from(fixed);
    const encoded = Buffer.from(name, "utf8");
    head.writeUInt16LE(encoded.length, 28);
    return Buffer.concat([head, encoded, rest]);
  });
  const added = Buffer.concat(copies);
  const end = Buffer.from(zip.subarray(eocd));
  end.writeUInt16LE(count + names.length, 8);
  end.writeUInt16LE(count + names.length, 10);
  end.writeUInt32LE(cdSize + added.length, 12);
  return Buffer.concat([zip.subarray(0, cdOffset + cdSize), added, end]);
}
