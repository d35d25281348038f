import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeImage } from '../../src/ui/SafeImage'

describe('SafeImage', () => {
  it('disappears instead of showing a broken image, and tries again for a new address', () => {
    const { rerender } = render(<SafeImage src="/missing.png" alt="Course" />)
    fireEvent.error(screen.getByRole('img', { name: 'Course' }))
    expect(screen.queryByRole('img')).toBeNull()
    rerender(<SafeImage src="/images/course-annual.svg" alt="Course" />)
    expect(screen.getByRole('img', { name: 'Course' })).toBeTruthy()
  })
  it('draws nothing without an address', () => {
    render(<SafeImage src={null} alt="Course" />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})
