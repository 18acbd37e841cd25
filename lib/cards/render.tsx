import { ImageResponse } from 'next/og';
import { brandColors, site } from '@/lib/site';
import { cardFonts } from './fonts';
import { cardSize, type SocialCard } from './model';

// The one card layout, in the firm's colours and faces: navy ground, a brass rule, the eyebrow in
// Inter capitals, the title in the serif, the details in Inter, the firm's name at the foot. A
// picture, when the card has one, takes a column on the right (a framed 4:5 portrait) or the
// right half (a cover, cropped); the text column narrows and nothing else moves. Long text wraps
// and is cut with an ellipsis at a fixed number of lines, so nothing overflows the card.

const serif = 'Source Serif 4';
const sans = 'Inter';
const padding = 72;

/** The title's size: large for a short title, smaller as it grows, so most fit in three lines. */
export function titleSize(title: string, narrow: boolean): number {
  const length = title.length * (narrow ? 1.5 : 1);
  if (length <= 45) return 72;
  if (length <= 90) return 60;
  return 50;
}

function CardImageColumn({ image }: { image: NonNullable<SocialCard['image']> }) {
  if (image.shape === 'cover') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- drawn by the card renderer, not a page
      <img
        src={image.src}
        alt=""
        width={cardSize.width / 2}
        height={cardSize.height}
        style={{ objectFit: 'cover', width: cardSize.width / 2, height: cardSize.height }}
      />
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', paddingRight: padding }}>
      <div style={{ display: 'flex', border: `2px solid ${brandColors.brass}`, padding: 10 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by the card renderer */}
        <img
          src={image.src}
          alt=""
          width={320}
          height={400}
          style={{ objectFit: 'cover', width: 320, height: 400 }}
        />
      </div>
    </div>
  );
}

/** The card as the renderer's markup (flexbox only; every box with children says so). */
export function CardLayout({ card }: { card: SocialCard }) {
  const narrow = card.image !== null;
  const size = titleSize(card.title, narrow);
  return (
    <div
      lang={card.locale}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        backgroundColor: brandColors.navy,
        color: brandColors.paper,
        fontFamily: sans,
      }}
    >
      <div style={{ width: 14, height: '100%', backgroundColor: brandColors.brass }} />
      <div
        style={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          padding: `${padding - 8}px ${padding}px ${padding - 16}px`,
        }}
      >
        {/* The text block sits in the middle of the card, whatever it holds. */}
        <div
          style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
        >
          {card.eyebrow ? (
            <div
              style={{
                display: 'block',
                lineClamp: 1,
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: 3,
                textTransform: 'uppercase',
                color: brandColors.brassLight,
                marginBottom: 28,
              }}
            >
              {card.eyebrow}
            </div>
          ) : null}
          <div
            style={{
              display: 'block',
              lineClamp: 3,
              fontFamily: serif,
              fontWeight: 600,
              fontSize: size,
              lineHeight: 1.12,
              letterSpacing: -0.5,
            }}
          >
            {card.title}
          </div>
          {card.details ? (
            <div
              style={{
                display: 'block',
                lineClamp: 3,
                marginTop: 28,
                fontSize: 26,
                lineHeight: 1.4,
                color: brandColors.mist,
              }}
            >
              {card.details}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{ width: 56, height: 3, backgroundColor: brandColors.brass, marginRight: 20 }}
          />
          <div style={{ fontFamily: serif, fontSize: 30, fontWeight: 400 }}>{site.name}</div>
        </div>
      </div>
      {card.image ? <CardImageColumn image={card.image} /> : null}
    </div>
  );
}

/** The card as a 1200×630 PNG response. */
export async function renderCard(card: SocialCard): Promise<Response> {
  return new ImageResponse(<CardLayout card={card} />, { ...cardSize, fonts: await cardFonts() });
}
