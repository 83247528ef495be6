#include <webp/encode.h>
#include <stdio.h>
int main(void) {
    int w = 64, h = 48;
    unsigned char px[64 * 48 * 3];
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
        unsigned char *p = px + (y * w + x) * 3;
        p[0] = (unsigned char)(x * 255 / (w - 1));
        p[1] = (unsigned char)(y * 255 / (h - 1));
        p[2] = (x < w / 2) ? 200 : 20;
    }
    uint8_t *out = NULL;
    size_t size = WebPEncodeLosslessRGB(px, w, h, w * 3, &out);
    FILE *f = fopen("gradient.webp", "wb");
    fwrite(out, 1, size, f);
    fclose(f);
    WebPFree(out);
    return 0;
}
