/**
 * Interface text for where an artwork or a room is (plan, status), and an artwork's technical sheet, in Spanish (also shown on ca, eu and gl pages). A chunk of its
 * own, loaded with the views that use it (`VIEW_TEXT`, pages/views/view-modules.ts), so no other page
 * downloads it; its shape is the one the English file fills.
 */
import type { Widen } from '../catalogue-es.ts';

export const text = {
  viewer: {
    open: 'Ampliar la imagen',
    dialog: (title: string) => `${title}, ampliada`,
    close: 'Cerrar',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    reset: 'Ver entera',
    keys: 'Teclado: + y − para acercar y alejar, flechas para moverse, 0 para verla entera, Escape para cerrar. También con la rueda del ratón o pellizcando.',
    loading: 'Cargando el visor…',
  },
  where: {
    title: 'Dónde verla',
    roomTitle: 'Dónde está la sala',
    building: 'Edificio',
    floor: 'Planta',
    room: (id: string) => `Sala ${id}`,
    confirmed: 'Ubicación confirmada',
    plan: (floor: string, building: string) => `Plano: ${floor}, ${building}`,
    here: 'Aquí',
    legend: 'En color y con «Aquí», la sala de la obra. Las salas con página son enlaces.',
    thisRoom: 'Esta sala',
    inRoom: (room: string, floor: string, building: string) => `La obra está en la sala ${room} (${floor}, ${building}).`,
    roomIs: (room: string, floor: string, building: string) => `La sala ${room} está en la ${floor.toLowerCase()} del ${building}.`,
    status: {
      exposed: 'La obra está expuesta en el museo.',
      exposedin: 'La obra está expuesta en la sala {room}.',
      inloan: 'La obra está prestada a otra institución: ahora no se puede ver en el museo.',
      inrestoration: 'La obra está en el taller de restauración: ahora no se puede ver.',
      notexposed: 'La obra no está expuesta ahora: se conserva en los almacenes del museo.',
    },
  },
  sheet: {
    acquisitionType: 'Forma de ingreso',
    category: 'Categoría',
    color: 'Color',
    comments: 'Comentarios',
    conservationService: 'Servicio de conservación',
    contributors: 'Colaboradores',
    credit: 'Crédito',
    dimensions: 'Medidas',
    duration: 'Duración',
    editionNumber: 'Edición',
    entryYear: 'Año de ingreso',
    format: 'Formato / soporte',
    isInActivity: 'En una actividad',
    isInAudioguide: 'En la audioguía',
    isRecentAcquisition: 'Adquisición reciente',
    ownedByFoundation: 'Propiedad de la Fundación',
    material: 'Material',
    object: 'Objeto',
    observations: 'Observaciones',
    quotes: 'Citas',
    registryId: 'Número de registro',
    serie: 'Serie',
    sound: 'Sonido',
    tags: 'Etiquetas',
    technique: 'Técnica',
    webDate: 'Fecha',
  },
  artworkStatus: {
    exposed: 'Expuesta',
    exposedin: 'Expuesta en la sala {room}',
    inloan: 'En préstamo',
    inrestoration: 'En restauración',
    notexposed: 'No expuesta',
  },
} as const;

export type Text = { [K in keyof typeof text]: Widen<(typeof text)[K]> };
