import { SignPdf } from '@signpdf/signpdf'
import { Signer } from '@signpdf/utils'
import { cmsSignature, type SigningIdentity } from './cmsSignature.js'

/** `@signpdf/signpdf`'s signer: CMS by `cmsSignature`, node:crypto's RSA/ECDSA. */
class BrokerSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super()
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    return cmsSignature(this.identity, content, signingTime ?? new Date())
  }
}

/**
 * Signs a file written by `assemblePdf`: `@signpdf/signpdf` fills the `/ByteRange` (the whole file but the
 * `/Contents` placeholder) and writes the CMS signature over those bytes into the placeholder as hex.
 */
export const signPdfFile = (file: Buffer, identity: SigningIdentity, signingTime: Date): Promise<Buffer> =>
  new SignPdf().sign(file, new BrokerSigner(identity), signingTime)
