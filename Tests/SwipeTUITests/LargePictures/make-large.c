// A 1280×960 JPEG with the small fixtures' gradient (red to the right, green downwards, blue
// on the left half): large enough that libjpeg-turbo decodes it at a quarter of its size.
// cc make-large.c -o /tmp/make-large && /tmp/make-large
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
#include <stdlib.h>
int main(void) {
    int w = 1280, h = 960;
    unsigned char *px = malloc((size_t)w * h * 3);
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
        unsigned char *p = px + ((size_t)y * w + x) * 3;
        p[0] = (unsigned char)(x * 255 / (w - 1));
        p[1] = (unsigned char)(y * 255 / (h - 1));
        p[2] = (x < w / 2) ? 200 : 20;
    }
    stbi_write_jpg("large-gradient.jpg", w, h, 3, px, 90);
    free(px);
    return 0;
}
