import { useId } from 'react';
import * as styles from './FloorPlan.css.ts';

export interface FloorPlanRoom {
  /** The room's number as it is signed in the building ('205.10'): drawn inside the room. */
  id: string;
  /** Its name for assistive technology ('Sala 205.10'). */
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The room's page; rooms without one (stores, offices) are drawn but not linked. */
  href?: string;
}

export interface FloorPlanProps {
  /** What the plan shows, e.g. 'Plano de la planta 2, Edificio Sabatini': the figure's name. */
  title: string;
  /** Plan units (the rooms are placed in them); the drawing scales to its column. */
  width: number;
  height: number;
  rooms: readonly FloorPlanRoom[];
  /** The room to find (the artwork's, or the room the page is about). */
  currentId?: string;
  /** Said with the current room, in words and on the plan ('La obra está aquí'). */
  currentLabel?: string;
  /** A sentence under the plan (which room, on which floor of which building). */
  caption?: string;
  headingLevel?: 2 | 3;
}

/**
 * A floor of a building, drawn from its rooms: real text, not a picture of it, so it scales, reads
 * in both themes and in forced colours. Each room with a page is a link named after it; the room to
 * find is filled, outlined thicker, marked 'here' in words and `aria-current="location"`, so it is
 * never told by colour alone.
 */
export function FloorPlan({ title, width, height, rooms, currentId, currentLabel, caption, headingLevel = 3 }: FloorPlanProps) {
  const titleId = useId();
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <figure className={styles.figure}>
      <H id={titleId} className={styles.title}>
        {title}
      </H>
      <svg className={styles.plan} viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={titleId} focusable="false">
        <rect className={styles.outline} x={1} y={1} width={width - 2} height={height - 2} rx={4} aria-hidden="true" />
        {rooms.map((room) => {
          const isCurrent = room.id === currentId;
          const cx = room.x + room.width / 2;
          const cy = room.y + room.height / 2;
          const shape = (
            <>
              <rect
                className={isCurrent ? styles.roomCurrent : styles.room}
                x={room.x}
                y={room.y}
                width={room.width}
                height={room.height}
                data-current={isCurrent || undefined}
              />
              {/* One text, two lines: its words read "205.10 Aquí" with the space between them, so the
                  link's name holds the words it shows (a speech-input visitor says what they see). */}
              <text
                className={isCurrent ? styles.labelCurrent : styles.label}
                x={cx}
                y={isCurrent && currentLabel ? cy - 10 : cy}
                aria-hidden="true"
              >
                {isCurrent && currentLabel ? `${room.id} ` : room.id}
                {isCurrent && currentLabel && (
                  <tspan className={styles.here} x={cx} dy={26}>
                    {currentLabel}
                  </tspan>
                )}
              </text>
            </>
          );
          const name = isCurrent && currentLabel ? `${room.label}: ${currentLabel}` : room.label;
          return room.href ? (
            <a key={room.id} href={room.href} className={styles.link} aria-label={name} aria-current={isCurrent ? 'location' : undefined}>
              {shape}
            </a>
          ) : (
            <g key={room.id} role="img" aria-label={name}>
              {shape}
            </g>
          );
        })}
      </svg>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
