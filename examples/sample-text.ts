/** The sample JavaScript text the demo opens. */
export const sampleText = `// Sorts numbers with a small quicksort.
function quickSort(values) {
  if (values.length <= 1) return values;
  const [pivot, ...rest] = values;
  const smaller = rest.filter(v => v < pivot);
  const larger = rest.filter(v => v >= pivot);

  return quickSort(smaller).concat([pivot], quickSort(larger));
}

module.exports = quickSort;
`
