/**
 * The demo brand's palette for pictures: deep navy and the brand blue, with teal, violet and a warm
 * amber as accents. Every picture takes one of these, so the site stays coherent while items differ.
 */
export interface ArtPalette {
  tone: 'dark' | 'light'
  /** Sky / backdrop gradient, top to bottom. */
  top: string
  bottom: string
  /** Structures in the far, middle and near plane (atmospheric depth). */
  far: string
  mid: string
  near: string
  /** Light: glass highlights, lit windows, data. */
  light: string
  /** The accent (brand colour of the picture). */
  accent: string
  /** A warm counterpoint used sparingly (sun, a highlighted bar). */
  warm: string
}

export const darkPalettes: readonly ArtPalette[] = [
  {
    tone: 'dark',
    top: '#06122b',
    bottom: '#16407f',
    far: '#1b3e78',
    mid: '#0f2a57',
    near: '#081a3a',
    light: '#8fd3ff',
    accent: '#1d6ff2',
    warm: '#f6b44b',
  },
  {
    tone: 'dark',
    top: '#041a1c',
    bottom: '#0e5552',
    far: '#17625d',
    mid: '#0c403f',
    near: '#062526',
    light: '#7df0dc',
    accent: '#14b8a6',
    warm: '#fbc27a',
  },
  {
    tone: 'dark',
    top: '#0e0b2e',
    bottom: '#35297f',
    far: '#3b3185',
    mid: '#251d5c',
    near: '#140f38',
    light: '#c4b5fd',
    accent: '#7c6cf2',
    warm: '#f9a8d4',
  },
  {
    tone: 'dark',
    top: '#0a1220',
    bottom: '#2a4566',
    far: '#33506f',
    mid: '#1d3149',
    near: '#0f1b2b',
    light: '#b7d4ff',
    accent: '#3b82f6',
    warm: '#fcd34d',
  },
  {
    tone: 'dark',
    top: '#03162a',
    bottom: '#0a4c74',
    far: '#0f5a82',
    mid: '#093a5a',
    near: '#04223a',
    light: '#7ee8fa',
    accent: '#06b6d4',
    warm: '#fda48a',
  },
  {
    tone: 'dark',
    top: '#140f2a',
    bottom: '#4a2c5e',
    far: '#5a3a6e',
    mid: '#34224a',
    near: '#1b1230',
    light: '#ffd0a8',
    accent: '#8b5cf6',
    warm: '#fb923c',
  },
]

export const lightPalettes: readonly ArtPalette[] = [
  {
    tone: 'light',
    top: '#f4f8ff',
    bottom: '#d3e3fb',
    far: '#c3d6f3',
    mid: '#9dbbe8',
    near: '#5f8fd8',
    light: '#ffffff',
    accent: '#1d6ff2',
    warm: '#f59e0b',
  },
  {
    tone: 'light',
    top: '#f3fbf9',
    bottom: '#cdece6',
    far: '#bfe3dc',
    mid: '#8fcfc4',
    near: '#3aa597',
    light: '#ffffff',
    accent: '#0d9488',
    warm: '#f59e0b',
  },
  {
    tone: 'light',
    top: '#f7f5ff',
    bottom: '#ddd7fb',
    far: '#d0c8f6',
    mid: '#aea2ee',
    near: '#7a68e0',
    light: '#ffffff',
    accent: '#6d5dfc',
    warm: '#f472b6',
  },
  {
    tone: 'light',
    top: '#fbf8f3',
    bottom: '#ebe1d2',
    far: '#e2d4c0',
    mid: '#c9b597',
    near: '#9c8157',
    light: '#ffffff',
    accent: '#1d6ff2',
    warm: '#ea8a1a',
  },
]

export function paletteOf(tone: 'dark' | 'light', index: number): ArtPalette {
  const list = tone === 'dark' ? darkPalettes : lightPalettes
  return list[((index % list.length) + list.length) % list.length]!
}
