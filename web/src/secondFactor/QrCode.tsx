import { toDataURL } from 'qrcode'
import { useEffect, useState } from 'react'

/** A QR code of `text` (an `otpauth://` URI) as an image, drawn in the browser. */
export const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  const [source, setSource] = useState<string | undefined>(undefined)
  useEffect(() => {
    let current = true
    void toDataURL(text, { margin: 1, width: 200 }).then((url) => {
      if (current) setSource(url)
    })
    return () => {
      current = false
    }
  }, [text])
  return source ? <img className="qr-code" src={source} alt={label} width={200} height={200} /> : null
}
